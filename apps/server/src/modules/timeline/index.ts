export { AUTO_MILESTONE_KEYS, type AutoMilestoneKey, completeAutoMilestone } from './timeline.service';
