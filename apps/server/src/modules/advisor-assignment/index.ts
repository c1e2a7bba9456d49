export {
  advisorFilterFor,
  advisorScopeOf,
  assignedAdvisorId,
  ensureAdvisorAssigned,
  handOverStudents,
  isStudentInScope,
  reassignStudent,
  requireStudent,
  requireStudentInScope,
} from './advisor-assignment.service';
