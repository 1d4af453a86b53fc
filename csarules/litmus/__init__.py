"""`csarules litmus`: litmus tests under the AMDGPU memory model (rules/amdgpu.dl)."""
