import { LOGO_MAX_BYTES, THEME_MESSAGES } from '@shop/shared/theme';
import { ImageUp, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { api, getErrorMessage } from '../../../lib/api-client';

/**
 * The shop logo (decision 215): the file is checked and stored at once; Save settings puts it on the shop.
 * Errors (wrong type, too large) come back in the server's words.
 */
export function LogoField({ value, onChange }: { value: string; onChange: (logoUrl: string) => void }) {
  const [error, setError] = useState('');
  const [isUploading, setIsUploading] = useState(false);

  const upload = async (file: File | undefined) => {
    setError('');
    if (!file) return;
    if (file.size > LOGO_MAX_BYTES) return setError(THEME_MESSAGES.logoTooLarge);
    const form = new FormData();
    form.append('logo', file);
    setIsUploading(true);
    try {
      const { logoUrl } = await api.post<{ logoUrl: string }>('/admin/settings/logo', form);
      onChange(logoUrl);
    } catch (err) {
      setError(getErrorMessage(err, THEME_MESSAGES.logoType));
    } finally {
      setIsUploading(false);
    }
  };

  return (
    <div className="space-y-2">
      <label htmlFor="logo-file" className="block text-sm font-medium text-slate-700">
        Logo
      </label>
      <div className="flex flex-wrap items-center gap-3">
        {value ? (
          <img
            src={`${value}?w=200`}
            alt="Current logo"
            className="h-12 w-12 rounded-lg border border-slate-200 object-contain"
          />
        ) : (
          <span className="text-sm text-slate-500">No logo: the storefront shows the default mark.</span>
        )}
        <label className="inline-flex cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-50">
          <ImageUp className="h-4 w-4" aria-hidden="true" />
          {isUploading ? 'Uploading…' : 'Choose logo'}
          <input
            id="logo-file"
            type="file"
            accept="image/png,image/jpeg,image/webp"
            className="sr-only"
            disabled={isUploading}
            onChange={(event) => void upload(event.target.files?.[0])}
          />
        </label>
        {value && (
          <Button type="button" variant="ghost" onClick={() => onChange('')}>
            <Trash2 className="h-4 w-4" aria-hidden="true" />
            Remove logo
          </Button>
        )}
      </div>
      <p className="text-xs text-slate-500">PNG, JPEG or WebP, at most 2 MB. Save settings to show it on the shop.</p>
      {error && (
        <p role="alert" className="text-sm text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}
