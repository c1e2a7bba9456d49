import { lazy } from 'react';

/** What the rest of the app (its real-time layer) may use of this one (ADR 005). */
export { communityKeys } from './api/keys';

/** The console's moderation queue and communities list (admins), loaded on the first visit, and their addresses. */
export const ModerationRoute = lazy(() => import('./console/routes/moderation'));
export const CommunitiesConsoleRoute = lazy(() => import('./console/routes/communities'));
export { communityConsolePaths } from './console/paths';
