/** The chats of the signed-in user (GET /chat). */
export const chatsQueryKey = ['chat', 'list'] as const;

/**
 * The console's inbox, one key per page (staff only), under the chat's root beside the
 * conversations' messages.
 */
export const staffChatsQueryKey = ['chat', 'staff'] as const;
