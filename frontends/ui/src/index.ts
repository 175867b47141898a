// The kit's light part: what a page's first render uses. Radix-based components are entry
// points of their own (@filmcollab/ui/dialog, /menu, /tabs, /checkbox, /tooltip, /icon-button),
// each a federation singleton loaded with the first module that imports it, so a page does not
// carry them all.
export { cn } from './cn';
export { Button, type ButtonProps, type ButtonVariant } from './Button';
export { Input } from './Input';
export { Label } from './Label';
export { Field, type FieldControlProps, type FieldProps } from './form/Field';
export { TextField, type TextFieldProps } from './form/TextField';
export { SelectField, type SelectFieldProps, type SelectOption } from './form/SelectField';
export { FormMessage, type FormMessageProps, type FormMessageTone } from './form/FormMessage';
export { Card } from './Card';
export { CardTitle } from './CardTitle';
export { Spinner, type SpinnerProps } from './Spinner';
export {
  showToast,
  toastStore,
  ToastStore,
  type ToastAction,
  type ToastInput,
  type ToastMessage,
  type ToastVariant,
} from './toast/toast-store';
export { UiProvider } from './UiProvider';
export { CountBadge, type CountBadgeProps } from './badge/CountBadge';
export { formatBadgeCount, BADGE_COUNT_CAP } from './badge/format-badge-count';
export { MessageIcon } from './icons/MessageIcon';
export { BellIcon } from './icons/BellIcon';
export { relativeTime } from './time/relative-time';
