import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../layout/page-heading';
import { ButtonsSection } from './buttons-section';
import { FormSection } from './form-section';
import { ListSection } from './list-section';
import { OverlaysSection } from './overlays-section';
import { PeopleSection } from './people-section';
import { StatesSection } from './states-section';
import { TagsSection } from './tags-section';

/** /test: every UI kit component on one page, for a visual check in both themes (spec §2). */
export function TestPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeading title={t('test.title')} description={t('test.intro')} />
      <div className="flex flex-col gap-5">
        <ButtonsSection />
        <FormSection />
        <TagsSection />
        <PeopleSection />
        <OverlaysSection />
        <StatesSection />
        <ListSection />
      </div>
    </>
  );
}
