export {
  type AutoMilestoneKey,
  completeAutoMilestone,
  completeProfileIfReady,
  completeShortlistingIfReady,
  completeTestPreparationIfReady,
  studentTimeline,
} from './timeline.service';
