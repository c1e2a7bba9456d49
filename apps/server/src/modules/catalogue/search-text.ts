/**
 * courses.search_text: the course, university and country names in lower case. Both search
 * indexes (trigram and full text) are built on it, so every writer of a course goes through here.
 */
export function buildSearchText(courseName: string, universityName: string, countryName: string): string {
  return `${courseName} ${universityName} ${countryName}`.toLowerCase().replace(/\s+/g, ' ').trim();
}
