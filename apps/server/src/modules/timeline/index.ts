export {
  type AutoMilestoneKey,
  completeAutoMilestone,
  completeProfileIfReady,
  studentTimeline,
} from './timeline.service';
