export {
  advisorFilterFor,
  advisorScopeOf,
  assignedAdvisorId,
  handOverStudents,
  isStudentInScope,
  reassignStudent,
  requireStudentInScope,
} from './assignment';
export { lastMessageId, listMessagesAfter } from './chat.repository';
export { chatRoutes } from './chat.routes';
export {
  type ChatDeps,
  ensureStudentChat,
  markRead,
  type Presence,
  requireChatFor,
  sendMessage,
} from './chat.service';
export { createChatDeps } from './chat-deps';
