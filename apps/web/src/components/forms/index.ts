// One door for the form pieces that several lazy routes share (login, register, password reset, profile,
// checkout, contact): one shared chunk, one name in the entry's preload map, instead of one per file; each
// name there is bytes on every shopper route's initial JavaScript (docs/decisions/081-initial-js-budget.md).
export {
  EmailField,
  NameField,
  NewPasswordFields,
  PasswordField,
  PhoneField,
  useNewPasswordForm,
} from './account-fields';
export { AddressFields, type AddressFieldBinding, type AddressFieldName } from './address-fields';
export { CheckboxField } from './checkbox-field';
export { SaveCancelButtons, WideSubmitButton } from './form-buttons';
export { useFormValues } from './use-form-values';
export { TitledSection } from '../ui/titled-section';
