import type { AdmissionApplication } from '@edupath/contract';

export function makeApplication(overrides: Partial<AdmissionApplication> = {}): AdmissionApplication {
  return {
    admissionApplicationId: 41,
    status: 'Pending',
    remark: null,
    createdAt: '2026-03-02T09:30:00.000Z',
    updatedAt: '2026-03-02T09:30:00.000Z',
    CourseModel: {
      courseId: 5,
      courseName: 'MSc Data Science',
      courseType: 'Postgraduate',
      duration: '2 years',
      fee: 24000,
      currency: 'Euro',
      intake: 'September',
      modeOfStudy: 'Full-time',
      CourseCategoryModel: { categoryName: 'Engineering', image: null },
      UniversityModel: {
        universityId: 3,
        universityName: 'Technical University of Munich',
        location: 'Munich, Germany',
        universityLogo: null,
      },
    },
    ...overrides,
  };
}
