export const TABLE_CLASSES = 'w-full text-left text-sm';
export const HEAD_CELL_CLASSES = 'border-b border-zinc-700 px-3 py-2 font-medium text-zinc-400';
export const CELL_CLASSES = 'border-b border-zinc-800 px-3 py-2 align-top';
