## 自动补全：选项与补充说明放在同一行
choice-detail = { $label }（{ $detail }）
