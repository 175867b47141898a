import { defineErrors } from '../errors/define-errors';

/** The workspace service's coded errors; texts from spec 03 §8 where it has them. */
export const WorkspaceErrors = defineErrors({
  NOT_A_MEMBER: {
    status: 403,
    message: 'Only the creator and active members of this project can open its workspace.',
  },
  VIEWER_READ_ONLY: {
    status: 403,
    message: 'Viewers can look at the workspace but not change it.',
  },
  MANAGER_ONLY: { status: 403, message: 'Only project managers can do this.' },
  NOT_OWNER: { status: 403, message: 'You can only change what you created.' },
  COMMENT_NOT_OWN: { status: 403, message: 'You can only edit your own comments.' },
  PROJECT_NOT_FOUND: { status: 404, message: 'Project not found' },
  TASK_NOT_FOUND: { status: 404, message: 'Task not found' },
  MILESTONE_NOT_FOUND: { status: 404, message: 'Milestone not found' },
  DEPENDENCY_NOT_FOUND: { status: 404, message: 'Dependency not found' },
  COMMENT_NOT_FOUND: { status: 404, message: 'Comment not found' },
  FILE_NOT_FOUND: { status: 404, message: 'File not found' },
  EVENT_NOT_FOUND: { status: 404, message: 'Event not found' },
  TIME_LOG_NOT_FOUND: { status: 404, message: 'Time log not found' },
  TASK_CIRCULAR_DEPENDENCY: { status: 409, message: 'Cannot create circular dependency' },
  TASK_DEPENDENCY_EXISTS: { status: 409, message: 'This dependency already exists' },
  MILESTONE_CIRCULAR_DEPENDENCY: {
    status: 409,
    message: 'Cannot create circular dependencies between milestones',
  },
  MILESTONE_SAME: {
    status: 400,
    message: 'Please select different milestones for the dependency',
  },
  MILESTONE_DEPENDENCY_EXISTS: { status: 409, message: 'This dependency already exists' },
  PARENT_NOT_TOP_LEVEL: {
    status: 400,
    message: 'A subtask can only belong to a top-level task of the same project.',
  },
  HAS_SUBTASKS: { status: 400, message: 'A task with subtasks cannot become a subtask.' },
  NO_AVAILABLE_MEMBERS: { status: 409, message: 'No available members' },
  ASSIGNEE_NOT_MEMBER: { status: 400, message: 'Tasks can only be assigned to project members.' },
  EVENT_REQUIRED_FIELDS: { status: 400, message: 'Title and start time are required' },
  EVENT_ENDS_BEFORE_START: { status: 400, message: 'The end time must be after the start time.' },
  FILE_NOT_UPLOADED: { status: 400, message: 'Failed to upload file' },
  FILE_TOO_LARGE: { status: 400, message: 'The file is larger than the 50 MB allowed.' },
  FILE_WRONG_TYPE: { status: 400, message: 'This type of file cannot be uploaded.' },
  FILE_KEY_INVALID: { status: 400, message: 'This upload does not belong to this project.' },
  FEED_NOT_FOUND: { status: 404, message: 'This calendar feed does not exist or was revoked.' },
});
