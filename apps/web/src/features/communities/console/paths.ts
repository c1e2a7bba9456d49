/** The console's addresses for the communities and the moderation of their posts (admins). */
export const communityConsolePaths = {
  moderation: '/admin/moderation',
  communities: '/admin/communities',
};
