/** Facts the three legal texts share (docs/README.md, "Pages"), kept in one place so they cannot disagree. */
export const COMPANY_NAME = 'EduPath Education Services Pvt. Ltd.';
export const SUPPORT_EMAIL = 'support@edupath.in';

export const POLICIES_LAST_UPDATED = 'September 21, 2024';
export const REFUND_POLICY_EFFECTIVE = '17.05.2025';
export const HOW_WE_EARN_UPDATED = 'November 27, 2026';

/** Liability capped at the amount paid or 100 USD. */
export const LIABILITY_CAP_USD = 100;
/** 30 days' notice of material changes to the terms. */
export const MATERIAL_CHANGE_NOTICE_DAYS = 30;
