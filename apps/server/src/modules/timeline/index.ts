export {
  type AutoMilestoneKey,
  completeAutoMilestone,
  completeProfileIfReady,
  completeTestPreparationIfReady,
  studentTimeline,
} from './timeline.service';
