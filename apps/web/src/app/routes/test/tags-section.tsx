import { useTranslation } from 'react-i18next';
import { systemTags } from '@kozos/contract';
import { TagChip } from '@/components/ui/tag-chip';
import { ShowcaseSection } from './showcase-section';

/** Sample free tags as members type them; data, not interface text. */
const freeTags = ['bio', 'kertészet', 'homemade', 'bakery', 'repair café', 'zero waste'];

export function TagsSection() {
  const { t } = useTranslation();
  return (
    <ShowcaseSection title={t('test.tags')}>
      <h3 className="text-sm font-medium text-muted-foreground">{t('test.system_tags')}</h3>
      <div className="flex flex-wrap gap-1.5">
        {Object.keys(systemTags).map((tag) => (
          <TagChip key={tag} tag={tag} />
        ))}
      </div>
      <h3 className="text-sm font-medium text-muted-foreground">{t('test.free_tags')}</h3>
      <div className="flex flex-wrap gap-1.5">
        {freeTags.map((tag) => (
          <TagChip key={tag} tag={tag} />
        ))}
      </div>
    </ShowcaseSection>
  );
}
