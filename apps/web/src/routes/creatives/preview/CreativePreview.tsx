import type { CreativeFormValues } from '../creative-form-values';
import { AudioPreview } from './AudioPreview';
import { DisplayPreview } from './DisplayPreview';
import { MediaPreview } from './MediaPreview';
import { NativePreview } from './NativePreview';
import { PushPreview } from './PushPreview';
import { SearchAdPreview } from './SearchAdPreview';

const sizeOf = (size: string) => {
  const [width, height] = size.split('x').map(Number);
  return width && height ? { width, height } : null;
};

/** The creative as it will render, drawn from the form's values (so it follows every keystroke). */
export function CreativePreview({ values }: { values: CreativeFormValues }) {
  const asset = values.asset;
  switch (values.format) {
    case 'DISPLAY': {
      const size =
        asset?.width && asset.height ? { width: asset.width, height: asset.height } : sizeOf(values.size);
      return (
        <DisplayPreview
          imageUrl={asset?.url ?? null}
          width={size?.width ?? null}
          height={size?.height ?? null}
        />
      );
    }
    case 'NATIVE_DISPLAY':
      return (
        <NativePreview
          imageUrl={asset?.url ?? null}
          title={values.title}
          body={values.body}
          sponsoredBy={values.sponsored_by}
          callToAction={values.call_to_action}
          displayUrl={values.display_url}
        />
      );
    case 'PUSH':
      return (
        <PushPreview
          iconUrl={asset?.url ?? null}
          title={values.title}
          body={values.body}
          displayUrl={values.display_url || hostOf(values.destination_url)}
        />
      );
    case 'SEARCH':
      return (
        <SearchAdPreview
          finalUrl={values.search.final_url}
          paths={[values.search.path1, values.search.path2]}
          titles={values.search.titles}
          descriptions={values.search.descriptions}
          sitelinks={values.search.sitelinks.map((s) => ({
            text: s.text,
            line1: s.description1,
            line2: s.description2,
          }))}
          callouts={values.search.callouts}
        />
      );
    case 'DISPLAY_VIDEO':
    case 'YOUTUBE':
      return (
        <MediaPreview
          kind="video"
          url={asset?.url ?? null}
          caption={values.format === 'YOUTUBE' ? values.headline : values.title}
          {...(values.format === 'YOUTUBE' && { description: values.body })}
          callToAction={values.call_to_action}
        />
      );
    case 'AUDIO':
      return (
        <AudioPreview
          audioUrl={asset?.url ?? null}
          companionUrl={values.companion_asset?.url ?? null}
          advertiserName={values.sponsored_by}
          tagline={values.title}
          callToAction={values.call_to_action}
        />
      );
  }
}

function hostOf(url: string) {
  try {
    return new URL(url).hostname;
  } catch {
    return '';
  }
}
