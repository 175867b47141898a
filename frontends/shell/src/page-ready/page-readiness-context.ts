import { createContext } from 'react';
import { pageReadiness, type PageReadiness } from './page-readiness';

export const PageReadinessContext = createContext<PageReadiness>(pageReadiness);
