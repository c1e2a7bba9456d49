export {
  AUTO_MILESTONE_KEYS,
  type AutoMilestoneKey,
  completeAutoMilestone,
  completeProfileIfReady,
  studentTimeline,
} from './timeline.service';
