import { FieldError, Label } from '../../../components/ui/input';
import { RETURN_EVIDENCE_ACCEPT } from '../utils/return-evidence';
import { useT } from '../../../lib/i18n/i18n';

/** The photos that show what is wrong (photos only, decision 155), with the names of those picked. */
export function ReturnEvidenceField({
  files,
  onFilesChange,
  error,
}: {
  files: readonly File[];
  onFilesChange: (files: File[]) => void;
  error?: string;
}) {
  const { t } = useT();
  return (
    <div>
      <Label htmlFor="return-evidence">{t('return.photos')}</Label>
      <input
        id="return-evidence"
        type="file"
        multiple
        accept={RETURN_EVIDENCE_ACCEPT}
        onChange={(e) => onFilesChange([...(e.target.files ?? [])])}
        className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-lg file:border-0 file:bg-slate-100 file:px-3 file:py-2 file:text-sm"
      />
      {files.length > 0 && <p className="mt-1 text-xs text-slate-500">{files.map((f) => f.name).join(', ')}</p>}
      <FieldError>{error}</FieldError>
    </div>
  );
}
