import type { RemoteRoutes } from '@filmcollab/web-kit';
import './styles.css';

const messagesPage = () => import('./conversations/MessagesPage');

/**
 * Exposed as `messaging/routes`: spec 01's /messages routes (the profile page's Message button opens
 * /messages/{userId}), the header's messages icon and the project page's group chat.
 */
const messagingRoutes: RemoteRoutes = {
  routes: [
    { path: '/messages', access: 'signed-in', page: messagesPage },
    { path: '/messages/:selectedUserId', access: 'signed-in', page: messagesPage },
  ],
  extensions: {
    'header.messages': () => import('./header/MessagesHeaderButton'),
    'project.chat': () => import('./project-chat/ProjectGroupChat'),
  },
};

export default messagingRoutes;
