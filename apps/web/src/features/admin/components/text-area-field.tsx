/** Label + textarea + message: the shared FormField (components/ui/input.tsx). */
export { TextAreaField } from '../../../components/ui/input';
