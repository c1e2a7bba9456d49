/** The console's addresses for the support chats. */
export const chatConsolePaths = {
  chats: '/admin/chats',
  chat: (chatId: number | string) => `/admin/chats/${chatId}`,
};
