/** The canvas's look, as one style sheet of plain classes (cheaper than per-item styling for 2000 items). */
export const canvasCss = `
.fd-canvas{display:flex;flex-direction:column;height:100%;min-width:0;background:#f4f5f7;
  font:13px/1.5 Roboto,Helvetica,Arial,sans-serif;color:#303133}
.fd-canvas-bar{display:flex;align-items:center;justify-content:center;gap:8px;padding:6px 8px;
  border-bottom:1px solid #e4e7ed;background:#fff}
.fd-canvas-scroll{flex:1;overflow:auto;padding:12px;position:relative}
.fd-canvas-page{margin:0 auto;background:#fff;min-height:calc(100% - 2px);box-sizing:border-box;
  border:1px dashed #c0c4cc;padding:8px;position:relative}
.fd-canvas-page[data-platform=pad],.fd-canvas-page[data-platform=mobile]{border-style:solid;border-radius:12px}
.fd-empty{position:absolute;inset:0;display:flex;align-items:center;justify-content:center;
  color:#5f6368;font-size:15px;text-align:center;padding:24px;pointer-events:none}
.fd-list{min-height:60px;position:relative;box-sizing:border-box}
.fd-list[data-drop-list^="root:"]{min-height:calc(100vh - 200px);padding-bottom:48px}
.fd-list.fd-list-nested{min-height:48px;border:1px dashed #dcdfe6;padding:2px}
.fd-list[data-drop-over=allowed]{background:rgba(25,118,210,.06);outline:1px dashed #1976d2}
.fd-list[data-drop-over=refused]{background:rgba(211,47,47,.06);outline:1px dashed #d32f2f}
.fd-list-hint{color:#6b6e75;font-size:12px;text-align:center;padding:12px 4px;pointer-events:none}
.fd-item{position:relative;box-sizing:border-box;padding:6px 8px;margin:2px 0;border:1px dashed transparent;
  cursor:pointer;outline:none}
.fd-item[data-bound]{padding-top:16px}
.fd-list[data-drop-list^="root:"] > .fd-item{content-visibility:auto;contain-intrinsic-size:auto 56px}
.fd-item:hover{border-color:#a0cfff;background:#f5faff}
.fd-item:focus-visible{border-color:#1976d2}
.fd-item[data-selected]{border:1px solid #1976d2;background:#ecf5ff}
.fd-item[data-dragging]{opacity:.35}
.fd-item[data-container]{padding:16px 8px 18px}
.fd-item-actions{position:absolute;right:0;bottom:0;display:flex;z-index:3}
.fd-item-drag{position:absolute;left:0;top:0;z-index:3}
.fd-btn{display:inline-flex;align-items:center;justify-content:center;width:22px;height:22px;padding:0;
  border:0;background:#1976d2;color:#fff;cursor:pointer;font-size:14px}
.fd-btn svg{width:15px;height:15px}
.fd-btn:hover{background:#1565c0}.fd-btn:focus-visible{outline:2px solid #ff9800;outline-offset:-2px}
.fd-btn:disabled{background:#a0cfff;cursor:not-allowed}
.fd-btn-drag{cursor:move;touch-action:none}
.fd-model{position:absolute;right:4px;top:0;max-width:calc(100% - 40px);box-sizing:border-box;font-size:11px;
  line-height:16px;color:#1258a8;padding:0 4px;overflow:hidden;text-overflow:ellipsis;white-space:nowrap;
  pointer-events:none;z-index:2}
.fd-field{display:flex;align-items:flex-start;gap:8px;min-height:32px}
.fd-field[data-label=top]{flex-direction:column;align-items:stretch;gap:2px}
.fd-label{flex:none;text-align:right;line-height:32px;color:#606266;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.fd-field[data-label=left] .fd-label{text-align:left}
.fd-field[data-label=top] .fd-label{line-height:20px;text-align:left}
.fd-required::before{content:'*';color:#f56c6c;margin-right:3px}
.fd-control{flex:1;min-width:0}
.fd-box{display:flex;align-items:center;justify-content:space-between;height:30px;box-sizing:border-box;
  border:1px solid #dcdfe6;border-radius:4px;padding:0 10px;color:#6b6e75;background:#fff;overflow:hidden;white-space:nowrap}
.fd-glyph{color:#6b6e75;font-size:14px;line-height:1}
.fd-upload-tile .fd-glyph{font-size:28px}
.fd-upload-btn .fd-glyph{color:inherit}
.fd-box-area{height:auto;min-height:74px;align-items:flex-start;padding-top:4px}
.fd-choices{display:flex;flex-wrap:wrap;gap:4px 14px;line-height:30px;color:#606266}
.fd-choices[data-inline=false]{flex-direction:column;gap:0;line-height:24px}
.fd-dot{display:inline-block;width:12px;height:12px;border:1px solid #dcdfe6;border-radius:50%;margin-right:5px;vertical-align:-2px;background:#fff}
.fd-square{border-radius:2px}
.fd-stars{color:#6b7a90;letter-spacing:2px;font-size:18px;line-height:30px}
.fd-switch{display:inline-block;width:40px;height:20px;border-radius:10px;background:#dcdfe6;position:relative;margin-top:6px}
.fd-switch::after{content:'';position:absolute;left:2px;top:2px;width:16px;height:16px;border-radius:50%;background:#fff}
.fd-slider{height:6px;border-radius:3px;background:#e4e7ed;margin:13px 0;position:relative}
.fd-slider::after{content:'';position:absolute;left:0;top:-5px;width:14px;height:14px;border-radius:50%;border:2px solid #1976d2;background:#fff;box-sizing:border-box}
.fd-upload-tile{width:100px;height:100px;border:1px dashed #c0c4cc;border-radius:6px;display:flex;align-items:center;justify-content:center;color:#5f6368;background:#fafafa}
.fd-upload-btn{display:inline-flex;align-items:center;gap:4px;height:28px;padding:0 12px;border-radius:3px;background:#1976d2;color:#fff;font-size:12px}
.fd-editor{border:1px solid #dcdfe6;border-radius:4px;background:#fff}
.fd-editor-bar{height:26px;border-bottom:1px solid #dcdfe6;background:#fafafa}
.fd-editor-body{height:60px}
.fd-text{line-height:1.5;padding:5px 0;min-height:20px;color:#303133;white-space:pre-wrap;word-break:break-word}
.fd-code{font:12px/1.5 ui-monospace,Menlo,Consolas,monospace;color:#606266;background:#f8f8f9;border:1px solid #ebeef5;padding:4px 8px;max-height:72px;overflow:hidden;white-space:pre-wrap}
.fd-blank{height:48px;border:1px dashed #c0c4cc;display:flex;align-items:center;justify-content:center;color:#5f6368;font-size:12px}
.fd-divider{display:flex;align-items:center;gap:10px;color:#303133;font-weight:500;margin:8px 0}
.fd-divider::before,.fd-divider::after{content:'';flex:1;border-top:1px solid #dcdfe6}
.fd-divider[data-position=left]::before{flex:0 0 24px}.fd-divider[data-position=right]::after{flex:0 0 24px}
.fd-swatch{display:inline-block;width:28px;height:28px;border:1px solid #dcdfe6;border-radius:4px;margin-right:8px;vertical-align:middle;
  background:linear-gradient(45deg,#eee 25%,transparent 25%,transparent 75%,#eee 75%),linear-gradient(45deg,#eee 25%,#fff 25%,#fff 75%,#eee 75%);background-size:8px 8px;background-position:0 0,4px 4px}
.fd-grid{display:flex;flex-wrap:wrap;align-items:stretch}
.fd-col{position:relative;box-sizing:border-box;padding:14px 4px 4px;border:1px dashed #c0c4cc;cursor:pointer;min-width:0}
.fd-col[data-selected]{border:1px solid #1976d2;background:#ecf5ff}
.fd-col-span{position:absolute;left:4px;top:0;font-size:11px;color:#5f6368;line-height:14px}
.fd-tabs-head{display:flex;flex-wrap:wrap;align-items:flex-end;border-bottom:1px solid #e4e7ed;margin-bottom:6px}
.fd-tab{border:1px solid transparent;border-bottom:0;background:none;padding:6px 14px;cursor:pointer;color:#606266;font:inherit;margin-bottom:-1px}
.fd-tab[aria-selected=true]{color:#1976d2;border-color:#e4e7ed;background:#fff;border-radius:4px 4px 0 0}
.fd-tab:focus-visible{outline:2px solid #1976d2}
.fd-tabs-tools{display:flex;gap:4px;align-items:center;margin:0 0 6px}
.fd-report{border-collapse:collapse;width:100%;table-layout:fixed}
.fd-report td{border:var(--fd-report-border,1px solid #c0c4cc);vertical-align:top;padding:14px 2px 2px;position:relative;min-width:40px;cursor:pointer}
.fd-report td[data-selected]{outline:2px solid #1976d2;outline-offset:-2px;background:#ecf5ff}
.fd-report td .fd-list{min-height:40px}
.fd-col > .fd-list-nested,.fd-report td > .fd-list-nested{border:0;padding:0}
.fd-cell-menu{position:absolute;right:0;top:0;z-index:3}
.fd-table{display:flex;border:1px solid #ebeef5;min-height:80px;overflow-x:auto}
.fd-table-index{flex:0 0 60px;border-right:1px solid #ebeef5;background:#fafafa;color:#5f6368;text-align:center;padding-top:8px}
.fd-table .fd-list{display:flex;flex:1;min-height:80px;align-items:stretch}
.fd-table-column{flex:none;margin:0 2px 0 0;border-right:1px solid #ebeef5}
.fd-table-column .fd-label{text-align:left;line-height:24px;font-weight:500;border-bottom:1px solid #ebeef5;margin-bottom:6px}
.fd-table-empty{flex:1;display:flex;align-items:center;justify-content:center;color:#5f6368;font-size:12px;padding:8px;pointer-events:none}
.fd-hidden-mark{opacity:.55}
`;
