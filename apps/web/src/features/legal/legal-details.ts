/** Facts the three legal texts share (SPEC.md "Legal pages"), kept in one place so they cannot disagree. */
export const COMPANY_NAME = 'EduPath Education Services Pvt. Ltd.';
export const SUPPORT_EMAIL = 'support@edupath.in';

export const POLICIES_LAST_UPDATED = 'September 21, 2024';
export const REFUND_POLICY_EFFECTIVE = '17.05.2025';

/** SPEC.md section 9: liability capped at the amount paid or 100 USD. */
export const LIABILITY_CAP_USD = 100;
/** SPEC.md section 9: 30 days notice for material changes to the terms. */
export const MATERIAL_CHANGE_NOTICE_DAYS = 30;
