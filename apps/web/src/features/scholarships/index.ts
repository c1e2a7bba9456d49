/** What other features may use of scholarships (ADR 005). */
export { SavedScholarshipDeadlines } from './components/saved-scholarships';
export { CostScholarships, ScholarshipsFor } from './components/scholarships-for';
