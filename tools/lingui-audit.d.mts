export interface CatalogAudit {
  notExtracted: string[]
  unused: string[]
  untranslated: string[]
  staleCompiled: string[]
}
export declare function auditCatalogs(options: {
  configPath: string
  compiled?: boolean
}): Promise<CatalogAudit>
