/** The UI kit's input look, for the native controls the kit has no component for (textareas). */
export const CONTROL_CLASSES =
  'w-full rounded-md border border-zinc-600 bg-zinc-900 px-3 py-2 text-sm text-zinc-100 placeholder:text-zinc-500 focus-visible:outline-2 focus-visible:outline-amber-400 disabled:opacity-50';
