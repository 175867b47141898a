import { createContext } from 'react';
import type { AuthClient } from './auth-client';

export const AuthContext = createContext<AuthClient | null>(null);
