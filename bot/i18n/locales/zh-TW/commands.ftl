## 自動完成：選項與補充說明放在同一行
choice-detail = { $label }（{ $detail }）
