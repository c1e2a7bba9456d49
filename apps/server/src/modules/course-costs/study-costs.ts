/** The study-cost reference file is read in db/, where the first-year totals that search compares are kept too. */
export { readStudyCosts, studyCosts } from '../../db/study-costs';
