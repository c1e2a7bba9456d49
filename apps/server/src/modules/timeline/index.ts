export {
  AUTO_MILESTONE_KEYS,
  type AutoMilestoneKey,
  completeAutoMilestone,
  completeProfileIfReady,
} from './timeline.service';
