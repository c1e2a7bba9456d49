export {
  advisorFilterFor,
  advisorScopeOf,
  assignedAdvisorId,
  ensureAdvisorAssigned,
  handOverStudents,
  isStudentInScope,
  reassignStudent,
  requireStudentInScope,
} from './advisor-assignment.service';
