export { cn } from './cn';
export { Button, type ButtonProps, type ButtonVariant } from './Button';
export { Input } from './Input';
export { Label } from './Label';
export { Field, type FieldControlProps, type FieldProps } from './form/Field';
export { TextField, type TextFieldProps } from './form/TextField';
export { SelectField, type SelectFieldProps, type SelectOption } from './form/SelectField';
export { FormMessage, type FormMessageProps, type FormMessageTone } from './form/FormMessage';
export { Checkbox } from './Checkbox';
export { Card } from './Card';
export { Dialog, type DialogProps } from './dialog/Dialog';
export { CardTitle } from './CardTitle';
export { Spinner, type SpinnerProps } from './Spinner';
export { Tabs, TabsList, TabsTrigger, TabsContent } from './Tabs';
export { Toaster, TOAST_DURATION_MS } from './toast/Toaster';
export {
  showToast,
  toastStore,
  ToastStore,
  type ToastAction,
  type ToastInput,
  type ToastMessage,
  type ToastVariant,
} from './toast/toast-store';
export { Tooltip, TooltipProvider } from './tooltip/Tooltip';
export { UiProvider } from './UiProvider';
export { IconButton, type IconButtonProps } from './IconButton';
export { CountBadge, type CountBadgeProps } from './badge/CountBadge';
export { formatBadgeCount, BADGE_COUNT_CAP } from './badge/format-badge-count';
export { MessageIcon } from './icons/MessageIcon';
export { BellIcon } from './icons/BellIcon';
export {
  DropdownMenu,
  DropdownMenuTrigger,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
} from './menu/DropdownMenu';
export { relativeTime } from './time/relative-time';
