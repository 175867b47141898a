export { cn } from './cn';
export { Button, type ButtonProps, type ButtonVariant } from './Button';
export { Input } from './Input';
export { Label } from './Label';
export { Checkbox } from './Checkbox';
export { Card } from './Card';
export { CardTitle } from './CardTitle';
export { Spinner, type SpinnerProps } from './Spinner';
export { Tabs, TabsList, TabsTrigger, TabsContent } from './Tabs';
export { Toaster, TOAST_DURATION_MS } from './toast/Toaster';
export {
  showToast,
  toastStore,
  ToastStore,
  type ToastMessage,
  type ToastVariant,
} from './toast/toast-store';
export { Tooltip, TooltipProvider } from './tooltip/Tooltip';
export { UiProvider } from './UiProvider';
