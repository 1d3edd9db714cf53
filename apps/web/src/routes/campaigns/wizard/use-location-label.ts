import type { StrategyLocation } from '@verba/domain';
import { useTranslation } from 'react-i18next';
import { useBrazilStates, useCitiesByCode } from '../../../hooks/api/audiences';

/** How a chosen location reads (Brasil, a state's name, "Curitiba · PR", "10 km ao redor de …"). */
export function useLocationLabel(locations: readonly StrategyLocation[]) {
  const { t } = useTranslation();
  const states = useBrazilStates();
  const codes = locations.flatMap((l) =>
    l.kind === 'city' || (l.kind === 'radius' && l.city) ? [Number(l.city)] : [],
  );
  const named = useCitiesByCode(codes);
  const cityName = (code: string | undefined) =>
    named.data?.data.find((c) => String(c.ibge_code) === code)?.name ?? code ?? '';
  const stateName = (uf: string) => states.data?.find((s) => s.uf === uf)?.name ?? uf;
  return (l: StrategyLocation): string => {
    switch (l.kind) {
      case 'country':
        return t('campaigns:wizard.locations.brazil');
      case 'state':
        return stateName(l.state);
      case 'city':
        return `${cityName(l.city)} · ${l.state ?? ''}`;
      case 'radius':
        return l.city
          ? t('campaigns:wizard.locations.radius_label', { km: l.km, city: cityName(l.city) })
          : t('campaigns:wizard.locations.radius_point', { km: l.km, lat: l.lat, lng: l.lng });
    }
  };
}
