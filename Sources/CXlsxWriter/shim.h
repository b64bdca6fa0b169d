// libxlsxwriter is loaded when a workbook is written (dlopen,
// Sources/LarderReports/XLSX/XlsxWriter.swift), not linked: this header gives its types and
// constants only.
#include <xlsxwriter.h>
