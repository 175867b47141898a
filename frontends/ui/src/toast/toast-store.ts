export type ToastVariant = 'default' | 'destructive';

export interface ToastAction {
  label: string;
  /** Read by screen readers instead of the label (Radix requires it for toast actions). */
  altText: string;
  onClick: () => void;
}

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
  action?: ToastAction;
}

export interface ToastMessage extends ToastInput {
  id: number;
  variant: ToastVariant;
}

type Listener = () => void;

/** At most one toast at a time: a new toast replaces the current one (spec 01, Toasts). */
export class ToastStore {
  private current: ToastMessage | null = null;
  private nextId = 1;
  private readonly listeners = new Set<Listener>();

  show(toast: ToastInput): void {
    this.current = { ...toast, id: this.nextId++, variant: toast.variant ?? 'default' };
    this.emit();
  }

  dismiss(id: number): void {
    if (this.current?.id !== id) return;
    this.current = null;
    this.emit();
  }

  getSnapshot = (): ToastMessage | null => this.current;

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private emit(): void {
    for (const listener of this.listeners) listener();
  }
}

export const toastStore = new ToastStore();

export function showToast(toast: ToastInput): void {
  toastStore.show(toast);
}
