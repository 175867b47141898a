import type { ReactNode } from 'react';
import { Toaster } from './toast/Toaster';
import { TooltipProvider } from './tooltip/Tooltip';

/** Mounted once by the shell: toast area and tooltip timing for every remote. */
export function UiProvider({ children }: { children: ReactNode }) {
  return (
    <TooltipProvider>
      <Toaster>{children}</Toaster>
    </TooltipProvider>
  );
}
