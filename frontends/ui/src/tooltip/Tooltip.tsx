import * as TooltipPrimitive from '@radix-ui/react-tooltip';
import { createContext, useContext, type ReactNode } from 'react';

const InsideTooltipProvider = createContext(false);

/** Spec 01: tooltips open after 700 ms; moving between triggers within 300 ms skips the delay. */
export function TooltipProvider({ children }: { children: ReactNode }) {
  return (
    <TooltipPrimitive.Provider delayDuration={700} skipDelayDuration={300}>
      <InsideTooltipProvider.Provider value>{children}</InsideTooltipProvider.Provider>
    </TooltipPrimitive.Provider>
  );
}

/**
 * A tooltip on its child. Outside a TooltipProvider it brings its own (the same delays), so
 * the kit needs no provider on every page; a provider around neighbouring triggers (the
 * header's icons) lets moving between them skip the delay.
 */
export function Tooltip({ content, children }: { content: ReactNode; children: ReactNode }) {
  const insideProvider = useContext(InsideTooltipProvider);
  const tooltip = (
    <TooltipPrimitive.Root>
      <TooltipPrimitive.Trigger asChild>{children}</TooltipPrimitive.Trigger>
      <TooltipPrimitive.Portal>
        <TooltipPrimitive.Content
          sideOffset={4}
          className="rounded bg-zinc-800 px-2 py-1 text-xs text-zinc-100 shadow"
        >
          {content}
        </TooltipPrimitive.Content>
      </TooltipPrimitive.Portal>
    </TooltipPrimitive.Root>
  );
  return insideProvider ? tooltip : <TooltipProvider>{tooltip}</TooltipProvider>;
}
