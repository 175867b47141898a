export const SHARED_PROJECTS_REPLY = 'the reply to projects.members.shared for two collaborators';
