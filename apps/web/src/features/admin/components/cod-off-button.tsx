import { getErrorMessage } from '../../../lib/api-client';
import { useBlockCodPincode } from '../api/deliveries';
import { useAdminSettings } from '../api/settings';

/**
 * The RTO report's "Turn off COD" for one PIN code row (issue 37, decision 241): one click adds the PIN code to the
 * COD rules in Settings (audited); a PIN code already without COD says so.
 */
export function CodOffButton({ pincode }: { pincode: string }) {
  const settings = useAdminSettings();
  const block = useBlockCodPincode();
  const isOff =
    block.data?.codBlockedPincodes.includes(pincode) ?? settings.data?.settings.codBlockedPincodes.includes(pincode) ?? false;
  if (!/^[1-9]\d{5}$/.test(pincode)) return null;
  if (isOff) return <span className="text-xs font-medium text-slate-600">COD off</span>;
  return (
    <span className="inline-flex flex-col items-end gap-1">
      <button
        type="button"
        onClick={() => block.mutate(pincode)}
        disabled={block.isPending}
        aria-label={`Turn off COD for PIN code ${pincode}`}
        className="rounded-md border border-amber-300 bg-amber-50 px-2 py-1 text-xs font-medium whitespace-nowrap text-amber-900 hover:bg-amber-100 disabled:opacity-60"
      >
        {block.isPending ? 'Turning off…' : 'Turn off COD'}
      </button>
      {block.isError && (
        <span role="alert" className="text-xs text-red-700">
          {getErrorMessage(block.error, 'Could not change the COD rules.')}
        </span>
      )}
    </span>
  );
}
