// What the shared settings schema cannot say alone, with the rules the settings form applies
// (shared/input-rules.ts): real CIDR ranges, http(s) URLs, a hex colour, a domain name. A field
// sent as null (DESIGN resolution 23: back to inherited) has nothing to check.
import { isCidrRange } from '@shared/cidr';
import type { SettingsPatchGroups } from '@shared/inheritance';
import { URL_MAX_LENGTH, isHexColor } from '@shared/input-rules';
import { isStorableHttpUrl } from '@shared/safe-url';
import { badRequest } from '../http/http-error';
import { boundedText, domainName } from '../http/validate';

export function checkGroups(groups: SettingsPatchGroups): SettingsPatchGroups {
  const { integrations, branding } = groups;
  const allowedIpRanges =
    integrations.allowedIpRanges?.map((range, index) => {
      const trimmed = range.trim();
      if (!isCidrRange(trimmed)) {
        throw badRequest(
          `settings.integrations.allowedIpRanges[${index}] "${trimmed}" is not a CIDR range such as 10.0.0.0/8`,
        );
      }
      return trimmed;
    }) ?? null;
  for (const [field, value] of [
    ['settings.integrations.webhookUrl', integrations.webhookUrl],
    ['settings.branding.logoUrl', branding.logoUrl],
  ] as const) {
    if (value) boundedText(value, field, URL_MAX_LENGTH);
    if (value && !isStorableHttpUrl(value)) {
      throw badRequest(
        `${field} must be an http or https URL without a user name, password, backslash or #fragment`,
      );
    }
  }
  // A colour ends up in a style attribute: '#fff;background:url(…)' must not be stored.
  if (
    branding.primaryColor !== undefined &&
    branding.primaryColor !== null &&
    !isHexColor(branding.primaryColor)
  ) {
    throw badRequest('settings.branding.primaryColor must be a hex colour such as #3B82F6');
  }
  const customDomain = branding.customDomain
    ? domainName(branding.customDomain, 'settings.branding.customDomain')
    : branding.customDomain;
  return {
    ...groups,
    integrations: { ...integrations, allowedIpRanges },
    branding: { ...branding, customDomain },
  };
}
