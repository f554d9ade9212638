// next-intl/server for a benchmark run outside Next: there is no request, so no request's locale.
export const getLocale = async () => "en";
export const getRequestConfig = (f) => f;
