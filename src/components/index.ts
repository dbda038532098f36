// storefront-onboarding/components: the design-system primitives. The two heavy widgets have
// entries of their own so that a form never downloads them: `storefront-onboarding/rich-text`
// (Slate editor, sanitised display) and `storefront-onboarding/data-table`.
export { Button } from './Button';
export type { ButtonProps, ButtonSize, ButtonVariant } from './Button';
export { Field, useFieldA11y } from './Field';
export type {
  FieldProps,
  FieldBaseProps,
  FieldA11yOptions,
  FieldControlProps,
  ReadOnlyFieldProps,
} from './Field';
export { TextField } from './TextField';
export type { TextFieldProps } from './TextField';
export { NumberField } from './NumberField';
export type { FieldUnit, NumberFieldProps } from './NumberField';
export { PasswordField } from './PasswordField';
export type { PasswordFieldProps } from './PasswordField';
export { SelectField } from './SelectField';
export type { SelectFieldProps, SelectOption } from './SelectField';
export { DateField } from './DateField';
export type { DateFieldProps } from './DateField';
export { RadioGroup } from './RadioGroup';
export type { RadioGroupProps, RadioOption } from './RadioGroup';
export { Checkbox } from './Checkbox';
export type { CheckboxProps } from './Checkbox';
export { Switch } from './Switch';
export type { SwitchProps } from './Switch';
export { TextArea } from './TextArea';
export type { TextAreaProps } from './TextArea';
export { FormSection, FormSectionFullRow } from './FormSection';
export type { FormSectionProps } from './FormSection';
export { Card } from './Card';
export type { CardProps } from './Card';
export { Alert } from './Alert';
export type { AlertProps, AlertTone } from './Alert';
export { ToastProvider, useNotifier } from './Toast';
export type { ToastProviderProps, Notifier, NotifyOptions, ToastTone } from './Toast';
export { PageLoader } from './PageLoader';
export type { PageLoaderProps } from './PageLoader';
export { Skeleton } from './Skeleton';
export type { SkeletonProps } from './Skeleton';
export { EmptyState } from './EmptyState';
export type { EmptyStateProps } from './EmptyState';
export { fieldError, useFieldError, focusFirstInvalid, useFocusFirstInvalid } from './forms';
export type { SubmittedFormState, FocusFirstInvalid } from './forms';
export { Modal } from './Modal';
export type { ModalProps, ModalSize } from './Modal';
export { ConfirmDialog } from './ConfirmDialog';
export type { ConfirmDialogProps } from './ConfirmDialog';
export { ProgressStrip } from './ProgressStrip';
export type { ProgressStep, ProgressStripProps, StepState } from './ProgressStrip';
export { SortableList } from './SortableList';
export type { SortableListItem, SortableListProps } from './SortableList';
export { ImageField, IMAGE_ACCEPT, formatBytes } from './ImageField';
export type { ImageFieldProps } from './ImageField';
export { Dropzone } from './Dropzone';
export type { DropzoneProps } from './Dropzone';
export { Lightbox } from './Lightbox';
export type { LightboxProps, LightboxImage } from './Lightbox';

// Types the exports above take or return, so a consumer can name them too.
export type { CheckableFieldProps } from './internal/CheckableField';
export type { Tone } from './internal/tone';
