/**
 * The active advisors are staff accounts' (features/staff-accounts); the console's pages that
 * still live here read them through this line.
 */
export { useAdvisors } from '../../staff-accounts/index';
