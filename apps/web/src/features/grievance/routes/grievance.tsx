import { InfoPage } from '../../../components/ui/info-page';
import { TitledSection } from '../../../components/ui/titled-section';
import { pageMeta } from '../../../config/page-meta';
import { useShop } from '../../../lib/shop/get-shop';
import { useT } from '../../../lib/i18n/i18n';
import { GrievanceForm } from '../components/grievance-form';

const cardClass = 'rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6';

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="py-2">
      <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{label}</dt>
      <dd className="text-slate-800">{children}</dd>
    </div>
  );
}

/**
 * Grievance redressal (/grievance), rendered on the server: the seller's identity and the grievance officer
 * the Consumer Protection (E-Commerce) Rules 2020 ask every online shop to show, and the grievance form
 * (docs/decisions/100-legal-declarations-and-grievances.md).
 */
export function GrievanceRoute() {
  const shop = useShop();
  const { t } = useT();
  return (
    <InfoPage meta={pageMeta.grievance} title={t('grievance.title')} subtitle={t('grievance.subtitle')}>
      <div className="grid gap-6 lg:grid-cols-3">
        <TitledSection
          id="grievance-form-title"
          title={t('grievance.formTitle')}
          className={`${cardClass} lg:col-span-2`}
          headingClassName="mb-4 text-lg font-semibold text-slate-900"
        >
          <GrievanceForm />
        </TitledSection>
        <div className="grid content-start gap-6">
          <TitledSection id="grievance-officer" title={t('grievance.officer')} className={cardClass}>
            {shop?.grievanceOfficerName ? (
              <dl>
                <Row label={t('grievance.officerName')}>{shop.grievanceOfficerName}</Row>
                {shop.grievanceOfficerDesignation && <Row label={t('grievance.officerDesignation')}>{shop.grievanceOfficerDesignation}</Row>}
                {shop.grievanceOfficerEmail && (
                  <Row label={t('grievance.officerEmail')}>
                    <a className="break-all text-brand-700 underline" href={`mailto:${shop.grievanceOfficerEmail}`}>
                      {shop.grievanceOfficerEmail}
                    </a>
                  </Row>
                )}
                {shop.grievanceOfficerPhone && (
                  <Row label={t('grievance.officerPhone')}>
                    <a
                      className="text-brand-700 underline"
                      href={`tel:${shop.grievanceOfficerPhone.replace(/[^\d+]/g, '')}`}
                    >
                      {shop.grievanceOfficerPhone}
                    </a>
                  </Row>
                )}
              </dl>
            ) : (
              <p className="mt-2 text-sm text-slate-600">
                {t('grievance.noOfficer')}
              </p>
            )}
          </TitledSection>
          {shop && (
            <TitledSection id="seller-details" title={t('grievance.seller')} className={cardClass}>
              <dl>
                <Row label={t('grievance.legalName')}>{shop.legalName}</Row>
                <Row label={t('grievance.address')}>
                  <address className="not-italic">{shop.address}</address>
                </Row>
                {shop.gstin && <Row label={t('grievance.gstin')}>{shop.gstin}</Row>}
                <Row label={t('grievance.customerCare')}>
                  <a className="text-brand-700 underline" href={`tel:${shop.supportPhone.replace(/[^\d+]/g, '')}`}>
                    {shop.supportPhone}
                  </a>
                  {' · '}
                  <a className="break-all text-brand-700 underline" href={`mailto:${shop.supportEmail}`}>
                    {shop.supportEmail}
                  </a>
                  {shop.supportHours && <span className="block text-sm text-slate-600">{shop.supportHours}</span>}
                </Row>
              </dl>
            </TitledSection>
          )}
        </div>
      </div>
    </InfoPage>
  );
}
